// Requests and answers of the occupancy statistics calls (specification sections 3 and 7).
export {};

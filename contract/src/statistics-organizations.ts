// Requests and answers of the organizations statistics calls (specification sections 3 and 7).
export {};

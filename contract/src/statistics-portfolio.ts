// Requests and answers of the portfolio statistics calls (specification sections 3 and 7).
export {};

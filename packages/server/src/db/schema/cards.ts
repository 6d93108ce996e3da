// Card and printing tables. Filled in by the card data work.
export {};

// Downloads Scryfall bulk card data into the data folder. Filled in by the card data work.
console.log('not built yet');

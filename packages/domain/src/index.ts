// Public surface of the domain package: pure rules, no I/O. Contracts live under ./contracts.
export * from './statuses/quote-statuses';

// The storefront's catalogue screens (issue #5).
export {};

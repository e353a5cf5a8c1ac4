// The storefront's account screens (issue #5).
export {};

// The storefront's cart screens (issue #5).
export {};

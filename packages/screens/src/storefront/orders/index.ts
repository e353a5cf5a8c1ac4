// The storefront's orders screens (issue #5).
export {};

// The inputs group of the design system (issue #4); components are exported here as they land.
export {};

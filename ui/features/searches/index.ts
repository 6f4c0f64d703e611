// The searches feature has no API for other features; its pages are route modules (ui/screens).
export {};

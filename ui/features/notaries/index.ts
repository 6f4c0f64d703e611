// The notary directory has no API for other features; its pages are route modules (ui/screens).
export {};

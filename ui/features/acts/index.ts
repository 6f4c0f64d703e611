// The acts feature has no API for other features yet; its pages are route modules (ui/screens).
export {};

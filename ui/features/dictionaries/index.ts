// /update_dict is a route module (ui/screens/update-dict.tsx); no other feature uses this one.
export {};

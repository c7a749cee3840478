// The checked values (days, ISBNs, inventory and ticket numbers, money…) are the domain's words
// too: whoever imports the domain sees them without importing their module.
@_exported import KartotekaValues

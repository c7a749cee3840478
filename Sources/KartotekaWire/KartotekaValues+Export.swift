// The wire types carry checked values (days, inventory and ticket numbers, kinds of search and
// export): whoever imports the wire sees them without importing their module.
@_exported import KartotekaValues

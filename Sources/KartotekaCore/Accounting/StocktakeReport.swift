extension StocktakeReport {
    /// The missing copies' value.
    public var missingSum: Money { Money(kopecks: missing.reduce(0) { $0 + ($1.price?.kopecks ?? 0) }) }
}

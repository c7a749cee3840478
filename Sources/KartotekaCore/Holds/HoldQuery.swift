extension HoldQuery {
    /// Which holds by where they stand.
    public typealias Scope = HoldListScope
}

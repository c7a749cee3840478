extension CopyPlacement {
    /// Whether the copy is away from its home branch or on its way somewhere.
    public var isAway: Bool { current != home || travellingTo != nil }
}

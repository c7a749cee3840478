extension BlockThresholds {
    /// The values either may take.
    public static let range = 0...1_000
}

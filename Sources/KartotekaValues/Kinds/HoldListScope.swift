/// Which holds by where they stand.
public enum HoldListScope: String, Sendable, Hashable, CaseIterable {
    /// In force: queued, travelling or waiting.
    case active
    /// Waiting on the hold shelf.
    case waiting
    /// Every hold, ended ones too.
    case all
}

import KartotekaWire

/// How the bytes the server may spend on kept answers are shared between its caches: the
/// locations are few and small; the public catalogue's answers are short and asked again and again
/// (the book's client searches as people type), so they get half; the staff's title lists, long
/// and more varied, the rest.
struct AnswerBudget: Sendable {
    /// For `/locations` answers: a sixteenth, at most 1 MiB.
    let locationBytes: Int
    /// For `/catalog` answers: a half.
    let catalogBytes: Int
    /// For `/api/v1/titles` answers: the rest.
    let titleListBytes: Int

    /// Shares `totalBytes` (0 or less keeps nothing).
    init(totalBytes: Int) {
        let total = max(0, totalBytes)
        locationBytes = min(total / 16, 1 << 20)
        catalogBytes = total / 2
        titleListBytes = total - locationBytes - catalogBytes
    }
}

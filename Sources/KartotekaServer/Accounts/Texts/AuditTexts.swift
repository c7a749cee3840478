/// How the audit log page words its lines: the log keeps them as written (in English).
protocol AuditTexts: Sendable {
    /// An action (`lend`) as this language names it; `nil`: as written.
    func auditAction(_ action: String) -> String?
    /// The word of a record a subject names (`reader`, `copy`, `class set`…) in this language.
    func auditRecord(_ word: String) -> String
    /// The other words of subjects and this language's for them, longest first; empty: as written.
    var auditWords: [(String, String)] { get }
}

import KartotekaCore
import KartotekaStore

/// Saves the wording of one kind of notice in one language, or puts the catalogue's wording back.
/// A wording is checked first (``NoticeTemplate/init(checking:body:for:)``): a placeholder the
/// kind cannot fill, or a subject or body missing, is refused by field.
public struct SetNoticeTemplate: UseCase {
    public static let action = "set notice template"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The kind of notice.
    public let kind: NoticeKind
    /// The language of the wording.
    public let language: Language
    /// The wording as typed, not yet checked; `nil`: the catalogue's wording again.
    public let typed: NoticeTemplate?

    /// Saves `typed` as the wording of `kind` in `language`; `nil` puts the catalogue's back.
    public init(_ kind: NoticeKind, in language: Language, typed: NoticeTemplate?) {
        self.kind = kind
        self.language = language
        self.typed = typed
    }

    /// Returns the notices' settings as saved.
    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> NoticeSettings {
        let db = transaction.connection
        var settings = try db.loadSettingsForChange()
        settings.notices.templates[NoticeSettings.key(kind, language)] = try typed.map {
            try NoticeTemplate(checking: $0.subject, body: $0.body, for: kind)
        }
        try db.saveSettings(settings)
        return settings.notices
    }

    public func auditSubject(of output: NoticeSettings) -> String? {
        "notice template \(kind.rawValue), \(language.rawValue)"
    }
}

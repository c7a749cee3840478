import KartotekaCore
import KartotekaStore

extension SetNoticeTemplate {
    public static let action = "set notice template"
    public static let access = UseCaseAccess.permission(.manageSettings)

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

import KartotekaCore
import KartotekaStore

extension ChangeSettings {
    /// One change of the settings: what it does to them, or why it refuses.
    public typealias Change = @Sendable (inout LibrarySettings) throws -> Void

    public static let action = "change settings"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// A change made of one.
    public init(_ change: @escaping Change) {
        self.init([change])
    }

    /// Returns the settings as saved.
    public func run(in transaction: StoreTransaction, by principal: Principal) throws -> LibrarySettings {
        let db = transaction.connection
        var settings = try db.loadSettingsForChange()
        for change in changes { try change(&settings) }
        try db.saveSettings(settings)
        return settings
    }

    public func auditSubject(of output: LibrarySettings) -> String? {
        "library settings"
    }
}

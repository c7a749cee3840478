import KartotekaCore
import KartotekaStore

/// Changes the library's settings: the stored ones are read in the transaction, each change is
/// applied to them in turn, and they are saved. A change that refuses (a value out of its range,
/// a form's fields with problems, thrown as a ``ValidationError``) leaves the settings as they
/// were. The settings page, the notices' settings and `kartoteka settings set` run it.
public struct ChangeSettings: UseCase {
    /// One change of the settings: what it does to them, or why it refuses.
    public typealias Change = @Sendable (inout LibrarySettings) throws -> Void

    public static let action = "change settings"
    public static let access = UseCaseAccess.permission(.manageSettings)

    /// The changes, applied in order.
    public let changes: [Change]

    /// A change made of `changes`, applied in order.
    public init(_ changes: [Change]) {
        self.changes = changes
    }

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

/// How the library looks after its data: scheduled backups and forgetting who read what.
public struct CareSettings: Sendable, Hashable, Codable {
    /// The folder scheduled backups go to; empty turns them off.
    public var backupDirectory: String
    /// Hours between scheduled backups.
    public var backupIntervalHours: Int
    /// How many scheduled backups to keep; older ones are deleted.
    public var backupsKept: Int
    /// Days after a return when the loan stops naming the reader (0: never).
    public var anonymiseAfterDays: Int
    /// How long readers' personal data are kept once the library stops serving them.
    public var retention: RetentionPolicy

    /// Creates settings: no scheduled backups until a folder is set; readers are removed from
    /// loans returned more than a year ago.
    public init(backupDirectory: String = "", backupIntervalHours: Int = 24, backupsKept: Int = 14, anonymiseAfterDays: Int = 365,
                retention: RetentionPolicy = RetentionPolicy()) {
        self.backupDirectory = backupDirectory
        self.backupIntervalHours = backupIntervalHours
        self.backupsKept = backupsKept
        self.anonymiseAfterDays = anonymiseAfterDays
        self.retention = retention
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = CareSettings()
        backupDirectory = try container.decodeIfPresent(String.self, forKey: .backupDirectory) ?? defaults.backupDirectory
        backupIntervalHours = try container.decodeIfPresent(Int.self, forKey: .backupIntervalHours) ?? defaults.backupIntervalHours
        backupsKept = try container.decodeIfPresent(Int.self, forKey: .backupsKept) ?? defaults.backupsKept
        anonymiseAfterDays = try container.decodeIfPresent(Int.self, forKey: .anonymiseAfterDays) ?? defaults.anonymiseAfterDays
        retention = try container.decodeIfPresent(RetentionPolicy.self, forKey: .retention) ?? defaults.retention
    }
}

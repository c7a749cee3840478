/// How the library looks after its data: scheduled backups and forgetting who read what.
public struct CareSettings: Sendable, Hashable, Codable {
    /// The folder scheduled backups go to; empty turns them off.
    public var backupDirectory: String
    /// Hours between scheduled backups.
    public var backupIntervalHours: Int
    /// How many scheduled backups to keep; older ones are deleted.
    public var backupsKept: Int
    /// Days after the end of the year a loan was returned in when it stops naming the reader
    /// (0: never): see ``loansAnonymisedBefore(today:)``.
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

extension CareSettings {
    /// The first day whose returned loans still name their reader: the 1st of January of the
    /// year in which the day ``anonymiseAfterDays`` days ago falls; `nil` when loans are never
    /// anonymised. A calendar year's loans stop naming their readers together, once that many
    /// days have passed since the year ended, so that each reader of the year leaves one visitor
    /// mark and the year's figures (readers served, visits, 6-НК) stay as they were. A run each
    /// day, taking one day's returns at a time, would give a reader a mark for every day they
    /// returned a book.
    public func loansAnonymisedBefore(today: Day) -> Day? {
        guard anonymiseAfterDays > 0 else { return nil }
        return Day(year: today.adding(days: -anonymiseAfterDays).year, month: 1, day: 1)
    }
}

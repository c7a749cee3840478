import Foundation
import KartotekaCore

extension BackupRotation {
    /// The backups in a folder whose names end in `.fileExtension`, oldest first.
    public static func backups(in directory: String, fileExtension: String = "sqlite") -> [URL] {
        let folder = URL(fileURLWithPath: directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasPrefix("kartoteka-") && $0.hasSuffix(".\(fileExtension)") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The backups of this store's kind in a folder, oldest first.
    private func backups(in directory: String) -> [URL] {
        BackupRotation.backups(in: directory, fileExtension: store.backupFileExtension)
    }

    /// Whether the newest backup in the folder, by the time its name gives, is older than the
    /// interval (or there is none). A backup named while the clock ran ahead (its time still to
    /// come) is passed over: after the clock is put right it would otherwise stay the newest, and
    /// no backup would ever be due.
    public func isDue(directory: String, intervalHours: Int) -> Bool {
        let now = clock.now()
        let times = backups(in: directory).compactMap { BackupRotation.madeAt($0.lastPathComponent) }.filter { $0 <= now.addingTimeInterval(60) }
        guard let newest = times.max() else { return true }
        return now.timeIntervalSince(newest) >= TimeInterval(max(1, intervalHours) * 3600) - 60
    }

    /// When a backup was made, by its name (`kartoteka-20240115-120000…`, in UTC); `nil` for a
    /// name that does not say.
    static func madeAt(_ name: String) -> Date? {
        let digits = name.dropFirst("kartoteka-".count).prefix(15)
        guard digits.count == 15, digits[digits.index(digits.startIndex, offsetBy: 8)] == "-" else { return nil }
        let day = digits.prefix(8), time = digits.suffix(6)
        guard day.allSatisfy(\.isASCIIDigit), time.allSatisfy(\.isASCIIDigit), let date = Int(day),
              let madeOn = Day(year: date / 10_000, month: date / 100 % 100, day: date % 100) else { return nil }
        return LibraryCalendar.utc.instant(of: madeOn, time: String(time))
    }

    /// Makes a backup now and deletes the oldest beyond `keep`, and what backups cut short by a
    /// stop left behind over an hour ago; returns the new file. A new folder is the owner's alone.
    /// Only backups its names date are rotated, by that time, and the new one is always kept: a
    /// file named by hand, or while the clock ran ahead, is left alone and never crowds it out.
    @discardableResult
    public func run(directory: String, keep: Int) throws -> URL {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        removeAbandonedPartials(in: directory)
        let stamp = LibraryCalendar.utc.day(of: clock.now()).compactText + "-" + LibraryCalendar.utc.compactTime(of: clock.now())
        let fileExtension = store.backupFileExtension
        // Two backups in the same second (the schedule and an administrator's, two servers) each
        // take a name of their own: one being written by the other is passed over too.
        var suffix = 1
        var target: URL
        while true {
            let name = suffix == 1 ? "kartoteka-\(stamp).\(fileExtension)" : "kartoteka-\(stamp)-\(suffix).\(fileExtension)"
            target = URL(fileURLWithPath: directory).appendingPathComponent(name)
            suffix += 1
            guard !FileManager.default.fileExists(atPath: target.path) else { continue }
            do {
                try store.backup(to: target.path)
                break
            } catch MaintenanceError.backupInProgress(_) where suffix < 100 {
                continue
            } catch MaintenanceError.backupExists(_) where suffix < 100 {
                continue
            }
        }
        let now = clock.now()
        let others = backups(in: directory).compactMap { url in BackupRotation.madeAt(url.lastPathComponent).map { (url: url, madeAt: $0) } }
            .filter { $0.url != target && $0.madeAt <= now.addingTimeInterval(60) }
            .sorted { ($0.madeAt, $0.url.lastPathComponent) < ($1.madeAt, $1.url.lastPathComponent) }
        for old in others.dropLast(max(1, keep) - 1) {
            try? FileManager.default.removeItem(at: old.url)
        }
        return target
    }

    /// Removes the partial files of backups that stopped over an hour ago (a kill, a power cut);
    /// a backup still being written is younger and stays.
    private func removeAbandonedPartials(in directory: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let suffix = "." + store.backupFileExtension + BackupKind.partialSuffix
        for name in names where name.hasPrefix("kartoteka-") && name.hasSuffix(suffix) {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
            guard let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date,
                  clock.now().timeIntervalSince(modified) > 3600 else { continue }
            PrivateFile.removeWithJournals(path)
        }
    }
}

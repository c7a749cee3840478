import Foundation
import KartotekaCore
import KartotekaWire

extension ClassListReport {
    /// The report of the changes, messages in `language`.
    public init(_ changes: ClassListChanges, dryRun: Bool, language: Language) {
        self.init()
        self.dryRun = dryRun
        classes = changes.classes.map(\.text)
        new = changes.new.map { Pupil(line: $0.row.line, ticketNumber: $0.ticketNumber.rawValue, name: $0.row.fullName,
                                      schoolClass: $0.row.schoolClass.text) }
        changed = changes.changed.map { pupil in
            Pupil(line: pupil.row.line, ticketNumber: pupil.before.reader.ticketNumber.rawValue, name: pupil.after.fullName,
                  schoolClass: pupil.after.schoolClass?.text,
                  changes: pupil.changes.map { Change(field: $0.field, old: $0.old, new: $0.new) })
        }
        unchanged = changes.unchanged
        forNextYear = changes.isForNextYear
        missing = changes.missing.map { Pupil(ticketNumber: $0.reader.ticketNumber.rawValue, name: $0.reader.fullName,
                                              schoolClass: $0.reader.schoolClass?.text) }
        problems = changes.problems.map { Problem(line: $0.line, message: $0.message.text(in: language)) }
    }
}

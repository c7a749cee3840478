import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// How the terminal shows textbook sets handed to classes.
extension TextReport {
    /// A set: its number, class, title and teacher, then each copy with its holder and state.
    func classSet(_ set: ClassSetResource) -> String {
        let teacher = set.teacher.map { " — \(texts.classSetTeacherNote) \($0)" } ?? ""
        let heading = "#\(set.id)  \(set.schoolClass)  \(set.title)  \(set.handedOn)\(teacher) — \(texts.classSetOutstanding(set.outstanding, of: set.copies.count))"
        let copies = set.copies.map { copy in
            "  \(copy.inventoryNumber)  \(copy.readerName ?? "")  \(copy.ticketNumber ?? "")  \(copy.dueOn)  \(texts.classSetCopyState(copy.state))"
        }
        let leftOut = (set.leftOut ?? []).map { "  \(texts.classSetLeftOutMark) \($0.readerName) (\($0.ticketNumber)): \($0.reason)" }
        return ([heading] + copies + leftOut).joined(separator: "\n")
    }
}

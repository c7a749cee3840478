/// An act of write-off as a person typed it; ``validated(today:)`` checks every field at once.
public struct WriteOffDraft: Sendable, Hashable, Codable {
    /// The act's number wanted (`3` or `2027/3`); empty takes the next one of the act's year.
    public var number = ""
    public var date = ""
    /// A ``WriteOffReason`` raw value.
    public var reason = ""
    public var approvedBy = ""
    /// One member a line: `Иванова И. И.: председатель`.
    public var commission = ""
    public var note = ""
    /// The coefficient of copies without their own; empty is 1.
    public var coefficient = ""
    /// One copy a line: its inventory number, and its own coefficient after a space.
    public var copies = ""
    /// The copies as separate lines (the API's), used instead of ``copies`` when given.
    public var lines: [Line]?

    /// Creates an empty draft.
    public init() {}

    /// Every field by its form name.
    public static let fields: [(name: String, keyPath: WritableKeyPath<WriteOffDraft, String> & Sendable)] = [
        ("number", \.number), ("date", \.date), ("reason", \.reason), ("approvedBy", \.approvedBy), ("commission", \.commission),
        ("note", \.note), ("coefficient", \.coefficient), ("copies", \.copies),
    ]

    /// Checks every field: a day not after `today`, a known reason, a commission, at least one
    /// copy and none twice, coefficients above zero. Returns the act and the number asked for.
    public func validated(today: Day) throws(ValidationError) -> (act: WriteOffAct, number: YearlyNumber?) {
        var problems = ProblemCollector()
        let day = problems.accountDay(date, field: "date", missing: Bilingual { $0.actDayMissing }, today: today) { day in
            Bilingual { $0.actInFuture(day, today: today) }
        }
        let parsedReason = WriteOffReason(rawValue: reason.trimmingCharacters(in: .whitespaces))
        if parsedReason == nil { problems.add("reason", Bilingual { $0.writeOffReasonRule }) }
        let members = commission.split(whereSeparator: \.isNewline).compactMap { CommissionMember(text: String($0)) }
        if members.isEmpty { problems.add("commission", Bilingual { $0.commissionMissing }) }
        let coefficientText = coefficient.trimmingCharacters(in: .whitespaces)
        let parsedCoefficient = coefficientText.isEmpty ? .one
            : problems.parse("coefficient") { try Coefficient(parsing: coefficientText, field: "coefficient") }
        let items = problems.parse("copies") {
            try lines.map { try WriteOffItemRequest.lines($0, field: "copies") } ?? WriteOffItemRequest.lines(copies, field: "copies")
        } ?? []
        if items.isEmpty && !problems.problems.contains(where: { $0.field == "copies" }) {
            problems.add("copies", Bilingual { $0.actWithoutCopies })
        }
        var seen = Set<InventoryNumber>()
        for item in items where !seen.insert(item.inventoryNumber).inserted {
            problems.add("copies", Bilingual { $0.copyTwiceInAct(item.inventoryNumber) })
        }
        let wanted = problems.wantedNumber(number, day: day, today: today)
        let approver = approvedBy.collapsedWhitespace
        let cleanNote = note.collapsedWhitespace
        var texts: [(name: String, value: String)] = [("approvedBy", approver), ("note", cleanNote)]
        texts += members.flatMap { [("commission", $0.name), ("commission", $0.role)] }
        problems.addTooLong(FieldLimits.overLimit(texts, limits: FieldLimits.writeOff))
        if items.count > WriteOffAct.maximumCopies {
            problems.add("copies", Bilingual { $0.tooManyCopiesInAct(items.count, maximum: WriteOffAct.maximumCopies) })
        }
        try problems.throwIfAny()
        let act = WriteOffAct(date: day!, reason: parsedReason!, approvedBy: approver, commission: members, note: cleanNote,
                              coefficient: parsedCoefficient!, items: items)
        return (act, wanted)
    }
}

extension WriteOffAct {
    /// The most copies one act takes.
    public static let maximumCopies = 5_000
}

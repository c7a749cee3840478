import KartotekaCore

/// `labels readers <ticket...> [--class C]`: a sheet of reader ticket labels to print — the
/// readers named, and with `--class` a class's pupils by name.
struct ReaderLabelsCommand: LabelsCommand {
    static let configuration = CommandConfiguration(
        "labels readers", Bilingual { $0.readerLabelsSummary },
        worksRemotely: true)
    static let subjectsArgument = Argument<TicketNumber>("ticket", .many) { try TicketNumber(validating: $0) }
    static let options: [any OptionDeclaration] = [ReaderOptions.schoolClass] + LabelSheetOptions.options

    /// The readers named, whose tickets are labelled.
    let subjects: [TicketNumber]
    /// The class whose pupils' tickets are labelled too.
    let schoolClass: SchoolClass?
    let sheet: LabelSheetOptions

    init(subjects: [TicketNumber], sheet: LabelSheetOptions) {
        self.subjects = subjects
        self.sheet = sheet
        schoolClass = nil
    }

    init(_ input: CommandInput) throws {
        subjects = try input.all(Self.subjectsArgument)
        schoolClass = try input.value(ReaderOptions.schoolClass)
        sheet = try LabelSheetOptions(input)
        if subjects.isEmpty && schoolClass == nil { throw UsageError.missingArgument("ticket", command: Self.name) }
    }

    func run(_ context: CommandContext) throws {
        let pupils = try schoolClass.map { schoolClass in
            try context.desk().readers(ReaderQuery(schoolClass: schoolClass, page: PageRequest(limit: PageRequest.maximumLimit)))
                .items.map { TicketNumber(unchecked: $0.ticketNumber) }
        } ?? []
        try sheet.print(readers: subjects + pupils, context)
    }
}

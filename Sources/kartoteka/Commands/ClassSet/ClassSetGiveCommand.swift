import KartotekaCore

/// `class-set give --title-id N --class C [--teacher T [--count N]]`: hands a textbook set to a
/// class — a copy on the shelf to each pupil, or as many to a teacher for the class.
struct ClassSetGiveCommand: KartotekaCommand {
    static let configuration = CommandConfiguration("class-set give", Bilingual { $0.classSetGiveSummary }, worksRemotely: true)
    static let title = Option<TitleID>.rowID("title-id", "N", \.classSetTitleHelp)
    static let schoolClass = ReaderOptions.schoolClass(\.classSetClassHelp)
    static let teacher = Option<TicketNumber>.ticketNumber("teacher", \.classSetTeacherHelp)
    static let count = Option.integer("count", range: ClassSetRequest.counts, \.classSetCountHelp)
    static let options: [any OptionDeclaration] = [title, schoolClass, teacher, count]

    let request: ClassSetRequest

    init(_ input: CommandInput) throws {
        request = try ClassSetRequest(titleID: try input.required(Self.title), schoolClass: try input.required(Self.schoolClass),
                                      teacher: try input.value(Self.teacher), count: try input.value(Self.count))
    }

    func run(_ context: CommandContext) throws {
        let set = try context.desk().handOutClassSet(request)
        try context.output(set, text: context.report.classSet(set))
    }
}

import KartotekaValues

extension ClassListReport: SchemaDescribed {
    public static let schema = Schema<ClassListReport>.resource(
        "ClassListReport", "What a class list did, or would do.",
        [
            .init("dryRun", \.dryRun), .init("classes", \.classes), .init("new", \.new), .init("changed", \.changed),
            .init("unchanged", \.unchanged, .count),
            .init("forNextYear", \.forNextYear, "A list for the coming school year (most pupils it finds come from the grade below): "
                    + "the promotion that follows leaves its pupils in the classes it gives."),
            .init("missing", \.missing, "Pupils of the list's classes it does not name (left as they are)."), .init("problems", \.problems),
        ])
}

extension ClassListReport.Pupil: SchemaDescribed {
    public static let schema = Schema<ClassListReport.Pupil>.resource(
        nil, "A pupil named by a class list, or of its classes and not named.",
        [
            .init("line", \.line, .integer("The line of the file.", minimum: 1)), .init("ticketNumber", \.ticketNumber),
            .init("name", \.name), .init("schoolClass", \.schoolClass),
            .init("changes", \.changes, "What changes in the reader's record."),
        ])
}

extension ClassListReport.Change: SchemaDescribed {
    public static let schema = Schema<ClassListReport.Change>.resource(nil, nil, [
        .init("field", \.field), .init("old", \.old), .init("new", \.new),
    ])
}

extension ClassListReport.Problem: SchemaDescribed {
    public static let schema = Schema<ClassListReport.Problem>.resource(nil, nil, [
        .init("line", \.line, .count), .init("message", \.message),
    ])
}

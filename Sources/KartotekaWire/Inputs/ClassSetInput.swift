import KartotekaValues

/// The body of `POST /api/v1/class-sets`: a textbook title for a class, to its pupils or a teacher.
public struct ClassSetInput: Codable, Sendable, Hashable {
    public var titleId: Int64
    /// `5А`.
    public var schoolClass: String
    /// The teacher's ticket; absent: each pupil takes a copy.
    public var teacher: String?
    /// How many copies the teacher takes; absent: one per pupil.
    public var count: Int?

    /// Creates the input.
    public init(titleId: Int64, schoolClass: String, teacher: String? = nil, count: Int? = nil) {
        self.titleId = titleId
        self.schoolClass = schoolClass
        self.teacher = teacher
        self.count = count
    }
}

extension ClassSetInput: SchemaDescribed {
    public static let schema = Schema<ClassSetInput>.input(
        "ClassSetInput", "A textbook title for a class: a copy to each pupil, or `count` (one per pupil by default) to a teacher.",
        [
            .init("titleId", \.titleId, .id), .init("schoolClass", \.schoolClass, "`5А`."),
            .init("teacher", \.teacher, "The teacher's ticket; each pupil takes a copy when left out."),
            .init("count", \.count, .integer("How many copies the teacher takes.", minimum: 1, maximum: 200)),
        ],
        example: ["titleId": 1, "schoolClass": "5А"])
}

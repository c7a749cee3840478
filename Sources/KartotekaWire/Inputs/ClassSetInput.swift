import KartotekaValues

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

extension TextbookProvision {
    /// One class and one subject.
    public struct Row: Sendable, Hashable {
        /// The class.
        public var schoolClass: SchoolClass
        /// The subject.
        public var subject: String
        /// The grades the copies serve: the class's, or those of a textbook for several grades.
        public var grades: String
        /// The class's pupils.
        public var classPupils: Int
        /// The pupils of those grades, whom the copies serve.
        public var pupils: Int
        /// The copies that may be used now.
        public var copies: Int

        /// Creates the row.
        public init(schoolClass: SchoolClass, subject: String, grades: String, classPupils: Int, pupils: Int, copies: Int) {
            self.schoolClass = schoolClass
            self.subject = subject
            self.grades = grades
            self.classPupils = classPupils
            self.pupils = pupils
            self.copies = copies
        }

        /// Copies for each hundred pupils, rounded to the nearest (half up): 100 is a copy each;
        /// 0 when there are no pupils.
        public var percent: Int {
            pupils == 0 ? 0 : (copies * 200 + pupils) / (pupils * 2)
        }

        /// Copies short of one for each pupil.
        public var shortfall: Int { max(0, pupils - copies) }
    }

    /// Counts it on `day` from the carded textbooks and the classes with their pupils.
    public init(on day: Day, stock: [TextbookStock], classes: [ClassSize]) {
        let groups = TextbookGroup.groups(of: stock)
        // This year's pupils: those a list placed for the coming year already are next year's.
        let byGrade = Dictionary(grouping: classes, by: \.schoolClass.grade).mapValues { $0.reduce(0) { $0 + $1.pupilsThisYear } }
        var rows: [Row] = []
        for size in classes.sorted(by: { $0.schoolClass < $1.schoolClass }) where size.pupilsThisYear > 0 {
            for group in groups where group.grades.contains(size.schoolClass.grade) {
                rows.append(Row(schoolClass: size.schoolClass, subject: group.subject, grades: group.gradesText, classPupils: size.pupilsThisYear,
                                pupils: group.grades.reduce(0) { $0 + (byGrade[$1] ?? 0) }, copies: group.usableCopies(on: day)))
            }
        }
        self.init(day: day, rows: rows)
    }
}

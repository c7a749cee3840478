import KartotekaCore
import KartotekaWire

extension EnglishTexts: SchoolPageTexts {
    var classes: String { "Classes" }
    var classesTileNote: String { "pupils by class, class lists, the yearly promotion" }
    func pupils(_ count: Int) -> String { "\(count) \(plural(count, "pupil", "pupils"))" }
    var pupilsOfClass: String { "Pupils" }
    var classTickets: String { "Class tickets" }
    var noClassesYet: String { "No pupils in classes yet: bring in a class list, or set a reader's class on their card." }
    var importClassList: String { "Class list" }
    var classListExplained: String {
        "Save the list from Excel or LibreOffice as CSV (separated by “;” or “,”, in UTF-8 or Windows-1251). The first line "
            + "names the columns: Surname, Name, Patronymic (or Full name), Class; optionally Phone, E-mail, Parent's phone, "
            + "Ticket. The list is checked first: you see who is new, what changes for whom and who is missing."
    }
    var classListFile: String { "CSV file" }
    var classOfTheList: String { "Class of the list" }
    var classOfTheListHint: String { "when the file has no “Class” column, such as 5A" }
    var checkTheList: String { "Check the list" }
    var chooseClassListFile: String { "Choose the file with the class list." }
    func fieldName(_ field: String) -> String {
        switch field {
        case "schoolClass": "class"
        case "parentPhone": "parent's phone"
        case "email": "e-mail"
        default: field
        }
    }
    func line(_ number: Int) -> String { "line \(number)" }
    var classListChecked: String { "This is a check: nothing is stored yet. If it is right, store the list." }
    var classListStored: String { "The list is stored: new pupils registered, changes saved." }
    var storeTheList: String { "Store the list" }
    var newPupils: String { "New readers" }
    var changedPupils: String { "Will change" }
    func unchangedPupils(_ count: Int) -> String { "Unchanged: \(count)." }
    var classListForNextYear: String {
        "A list for the coming school year: most of its pupils come from the grade below. The promotion leaves them in the classes it gives."
    }
    func listedAheadHeading(_ count: Int) -> String { "Placed by a list for the coming school year, not moved again (\(count))" }
    var missingPupils: String { "In the class but not in the list (left as they are)" }
    var linesLeftOut: String { "Lines not brought in" }
    var promotion: String { "Yearly promotion" }
    func lastPromotion(_ day: String) -> String { "The last promotion was on \(day)." }
    var promotionDone: String { "The classes are promoted; the pupils leaving school are marked graduated." }
    var undoPromotion: String { "Undo the last promotion" }
    var undoPromotionQuestion: String { "Put every pupil back in their class, and the graduates back among the readers?" }
    func promotionUndone(_ day: String, restored: Int, of pupils: Int) -> String {
        "The promotion of \(day) is undone: \(restored) of \(pupils) pupils are back in their classes."
    }
    func promotionNotDoneYet(_ lastGrade: Int) -> String {
        "This is how it will be: every class moves a year up, and the pupils of grade \(lastGrade) leave school. Nothing is changed yet."
    }
    var promoteQuestion: String { "Move every class up a year? Do this once a year." }
    var promoteClasses: String { "Promote the classes" }
    var classesMoveUp: String { "Classes" }
    var leavingSchool: String { "Leaving school" }
    var holdsNothing: String { "holds no books" }
    func stillHolds(_ count: Int) -> String { "still holds \(count) \(plural(count, "book", "books"))" }
    var schoolClass: String { "Class" }
    var leftSchool: String { "Left school (graduated)" }
    var parentPhone: String { "Parent's phone" }
    var parentEmail: String { "Parent's e-mail" }
    var phoneAlsoOf: String { "Other readers have this phone number too:" }
    var everyClass: String { "every class" }
    var everyCategory: String { "every category" }
    var everyone: String { "everyone" }
    var notGraduates: String { "not graduates" }
    var graduates: String { "graduates" }
}

import KartotekaCore
import KartotekaStore
import KartotekaUseCases
import KartotekaWire
import KartotekaWireMapping

/// `/api/v1/class-sets`: textbook sets handed to classes for the school year and taken back.
enum ClassSetsAPI {
    static let endpoints = [list, handOut, get, takeBack]

    static let list = Endpoint.api(
        Routes.ClassSets.list, .permission(.browseReaders),
        Operation("Textbook sets handed to classes, newest first, each with who still holds its copies.", tag: .readers),
        answer: .list(ClassSetResource.schema, "The sets.")
    ) { context in
        try context.store.classSets(schoolClass: try context.query(Routes.ClassSets.setClass)).map { ClassSetResource($0) }
    }

    static let handOut = Endpoint.api(
        Routes.ClassSets.handOut, .permission(.circulate),
        Operation("Hand a textbook set to a class: a copy on the shelf to each pupil, or as many to a teacher.",
                  tag: .readers, errors: [404, 409, 422],
                  description: "Each copy is a loan under the loan rules (the textbook rule may lend until the end of the school year). "
                    + "Every pupil without the title who may take it gets a copy; a pupil who may not (blocked, at a limit) is "
                    + "listed in `leftOut` with why, and a hand-out run again later gives the rest theirs, in the same set. "
                    + "Refused, nothing kept: a class without pupils (`class_empty`), every pupil holding the title "
                    + "(`class_has_the_set`), no pupil who may take it (`no_pupil_may_take_the_set`), too few copies on the "
                    + "shelf (`not_enough_copies`); a teacher's set is whole or refused."),
        body: JSONBody(ClassSetInput.schema),
        answer: .created(ClassSetResource.schema, "The set.") { Routes.ClassSets.get.path(ClassSetID($0.id)) }
    ) { context, input in
        ClassSetResource(try context.run(HandOutClassSet(input.request())), language: context.language, holder: context.holderDisclosure)
    }

    static let get = Endpoint.api(
        Routes.ClassSets.get, .permission(.browseReaders),
        Operation("A textbook set with each copy and who holds it.", tag: .readers), ok: "The set."
    ) {
        ClassSetResource(try $0.store.classSet($1))
    }

    static let takeBack = Endpoint.api(
        Routes.ClassSets.takeBack, .permission(.circulate),
        Operation("Take back copies of a set: all of them, or none when one is not out in the set.",
                  tag: .readers, errors: [409, 422],
                  description: "A copy is also taken back by an ordinary return; a pupil who lost one has the loss recorded on "
                    + "the copy (`POST /api/v1/copies/{inventory}/loss`)."),
        body: JSONBody(ClassSetReturnInput.schema),
        ok: "The set after."
    ) { context, classSetID, input in
        // Taking back needs no more than circulating: the set comes back with its pupils by ticket only then.
        ClassSetResource(try context.run(TakeBackClassSet(input.inventoryNumbers(), of: classSetID)), holder: context.holderDisclosure)
    }
}

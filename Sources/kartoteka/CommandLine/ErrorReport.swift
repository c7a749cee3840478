import Foundation
import KartotekaCore
import KartotekaWire
import KartotekaWireMapping

/// Prints a failed command's error: the message in the user's language (each field's problem
/// with the option to fix), and with `--json` the error as the API sends it.
struct ErrorReport {
    let context: CommandContext

    /// Prints `error` to standard error (and, with `--json`, a known one to standard output).
    func print(_ error: any Error) {
        let prefix = CommandRunner.errorPrefix(context.language)
        switch error {
        case let failure as any KartotekaError:
            if context.json {
                let resource = ErrorResource(failure, language: context.language)
                if let data = try? WireJSON.encoder(pretty: true).encode(resource) {
                    context.console.print(String(decoding: data, as: UTF8.self))
                }
            }
            if let validation = failure as? ValidationError {
                context.console.error(prefix + context.texts.checkTheInput)
                for problem in validation.problems {
                    context.console.error("  --\(CommandLineNames.option(forField: problem.field, in: context.command)): \(context.text(problem.message))")
                }
            } else {
                context.console.error(prefix + context.text(failure.message))
            }
        case let cocoa as CocoaError where cocoa.code == .fileReadNoSuchFile || cocoa.code == .fileNoSuchFile:
            let path = (cocoa.userInfo[NSFilePathErrorKey] as? String) ?? cocoa.userInfo["NSFilePath"] as? String ?? ""
            context.console.error(prefix + context.texts.fileNotFound(path))
        default:
            context.console.error(prefix + "\(error.localizedDescription)")
        }
    }
}

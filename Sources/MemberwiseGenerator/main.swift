import Foundation

// Reads a `*.fields` file and writes its Swift: the declarations as they are, each struct with its
// memberwise initialiser. Called by the Memberwise build plugin: `MemberwiseGenerator IN OUT`.
let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: MemberwiseGenerator FILE.fields OUTPUT.swift\n".utf8))
    exit(64)
}
let (input, output) = (arguments[1], arguments[2])
do {
    let text = try String(contentsOfFile: input, encoding: .utf8)
    let swift = try FieldsFile(text).swift(from: (input as NSString).lastPathComponent)
    if (try? String(contentsOfFile: output, encoding: .utf8)) != swift {
        try swift.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch let error as FieldsFileError {
    FileHandle.standardError.write(Data("\(input):\(error.line): error: \(error.message)\n".utf8))
    exit(1)
}

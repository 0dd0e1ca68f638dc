// The file dialogs, for the `full-width-frame` fixture of a button that presents one.
// Signatures copy Apple's documentation:
// developer.apple.com/documentation/swiftui/view/fileimporter(ispresented:allowedcontenttypes:allowsmultipleselection:oncompletion:)
// (iOS 14, macOS 11). UTType stands in for UniformTypeIdentifiers' type.
import Foundation

public struct UTType: Hashable, Sendable {
  public let identifier: String
  public init(_ identifier: String) { self.identifier = identifier }
  public static let data = UTType("public.data")
  public static let plainText = UTType("public.plain-text")
}

extension View {
  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View { self }

  nonisolated public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View { self }
}

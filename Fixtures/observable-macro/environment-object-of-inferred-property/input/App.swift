// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

/// The objects are read through properties whose types the declarations in Library.swift
/// do not write: a stored property typed by its initial value, and a member a protocol
/// extension gives.
struct LibraryRoot: View {
  let container = Container()

  var body: some View {
    VStack {
      ShelfList()
        .environmentObject(AppEnvironment.shared.library)
      ReaderBadge()
        .environmentObject(container.reader)
    }
  }
}

struct ShelfList: View {
  @EnvironmentObject var library: Library
  var body: some View { Text("\(library.books.count)") }
}

struct ReaderBadge: View {
  @EnvironmentObject var reader: Reader
  var body: some View { Text(reader.name) }
}

import SwiftUI

/// The user picks an accent colour in the settings; screens pass it down.
struct LibraryScreen: View {
  let theme: ThemeSettings
  @State private var isReading = false
  @State private var isEditing = false

  var body: some View {
    List {
      Text("Books")
    }
    // The reader's page strip reads Color.accentColor two views further down.
    .fullScreenCover(isPresented: $isReading) {
      BookReader(pageCount: 12)
        .accentColor(theme.accentColor)
    }
    // Nothing below the editor reads Color.accentColor.
    .sheet(isPresented: $isEditing) {
      NoteEditor(text: "")
        .accentColor(theme.accentColor)
    }
  }
}

/// A reader in the modified view's own content.
struct BadgeRow: View {
  let theme: ThemeSettings

  var body: some View {
    HStack {
      Image(systemName: "star")
      Text("Featured")
        .foregroundColor(Color.accentColor)
    }
    .accentColor(theme.accentColor)
  }
}

/// A reader in a property of the same view that the modified content names.
struct ShelfHeader: View {
  let theme: ThemeSettings

  var body: some View {
    VStack {
      title
      Text(theme.name)
    }
    .accentColor(theme.accentColor)
  }

  var title: some View {
    Text("Shelf").foregroundColor(.accentColor)
  }
}

/// A tint already next to the accent colour: dropping the accent colour would still
/// change the page strip.
struct ReaderSheet: View {
  let theme: ThemeSettings

  var body: some View {
    BookReader(pageCount: 3)
      .accentColor(theme.accentColor)
      .tint(theme.accentColor)
  }
}

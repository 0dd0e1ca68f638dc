// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A formatter breaks a long literal argument onto a line of its own (`Text(⏎  "…"⏎)`): the
// literal is still one line of text, written into the new literal as any plain literal is.
struct ArchiveWarning: View {
  let folderName: String

  var body: some View {
    VStack(alignment: .leading) {
      warning
      (Text("Archived notes stay on this device, ")
        + Text("even after you sign out")
        .italic()
        + Text(
          " unless you erase them from the settings screen. Nothing is uploaded while archived."
        ))
        .font(.footnote)
    }
  }

  private var warning: Text {
    let lead = Text("Archiving \(folderName) hides it from the sidebar. ")

    return lead
      + Text("Shared notes stay shared")
      .bold()
      + Text(
        ". Everyone you invited keeps their copy and can still edit it, so remove them first if the notes are private."
      )
  }

  // A literal argument next to a comment in the call keeps the note (the comment would go).
  private var footer: Text {
    Text("Synced: ")
      + Text(
        // Shown in the footer.
        "every few minutes while the app is open, and again when it returns from the background"
      )
  }
}

// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

// Punctuation kept as a Text of its own (`Text(verbatim: ")")`, which no strings table
// looks up) also stays at the end of the line before it, as a person writes the sentence:
// the first sum then fits no break at all, the second keeps the break between its texts.
struct ResendCodeRow: View {
  let availableAt: Date
  let channel: String

  var body: some View {
    VStack(alignment: .leading) {
      HStack {
        Label("Resend", systemImage: "message")
        Spacer()
        Text("\(Text(verbatim: "("))\(Text(availableAt, style: .relative))\(Text(verbatim: " remaining"))\(Text(verbatim: ")"))")
      }
      Text("""
        \(Text(verbatim: "A new code goes out by \(channel) once the waiting time is over, "))\(Text(verbatim: "in "))\
        \(Text(availableAt, style: .relative).bold())\(Text(verbatim: "."))
        """)
    }
  }
}

// fixture: deployment-target=iOS=16.0
import SwiftUI

struct RegionRow: View {
  let localName: String
  let englishName: String
  let showsEnglish: Bool

  var body: some View {
    let english: Text = {
      if showsEnglish {
        return Text("(\(englishName))").foregroundColor(.secondary)
      }
      return Text("")
    }()
    let badge: Text = { Text("new").foregroundColor(.orange) }()
    let caption = { () -> Text in
      Text(localName).foregroundColor(.gray)
    }
    let marked: (String) -> Text = { name in
      return Text(name).foregroundColor(.red)
    }
    let plain = {
      Text(localName).foregroundColor(.blue)
    }()
    HStack {
      Text(localName) + Text(" ") + english + badge
      caption()
      marked(localName)
      plain
    }
  }
}

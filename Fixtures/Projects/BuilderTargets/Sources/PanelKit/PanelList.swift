import SwiftUI

struct PanelList: View {
  let panels: [String]

  var body: some View {
    List(panels, id: \.self) { panel in
      Text(panel)
    }
    .overlay(alignment: .bottom) {
      Button("Close all") {}
        .padding()
    }
  }
}

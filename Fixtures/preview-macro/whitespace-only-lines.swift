// fixture: deployment-target=iOS=17.0
import SwiftUI

// Whitespace-only lines written at the code's indentation (Xcode keeps them unless told to
// trim them) move with the code around them; empty lines stay empty.
struct ShareButtons: View {
    let titles: [String]

    var body: some View {
        VStack {
            ForEach(titles, id: \.self) { Text($0) }
        }
    }
}

struct ShareButtons_Previews: PreviewProvider {
    static var previews: some View {
        ShareButtons(titles: ["Mail"])
        
        VStack(spacing: 16) {
            HStack(spacing: 8) {
                ShareButtons(titles: ["Copy"])
                    
                ShareButtons(titles: ["Open"])
                    .environment(\.locale, Locale(identifier: "de"))
            }
            

            HStack(spacing: 8) {
                ShareButtons(titles: ["Copy"])
            }
        }
        .previewDisplayName("Rows")
    }
}

struct Rows_Previews: PreviewProvider {
    static var previews: some View {
        let titles = ["Mail", "Copy"]
        
        return VStack {
            ShareButtons(titles: titles)
            
            ShareButtons(titles: titles.reversed())
        }
    }
}

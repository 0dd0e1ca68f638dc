import SwiftUI

/// Snapshot tests render the previews by their provider's name.
@MainActor
func snapshotRows() -> some View {
  Row_Previews.previews
}
